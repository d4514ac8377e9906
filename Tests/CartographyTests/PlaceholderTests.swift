import Testing

@testable import Cartography
