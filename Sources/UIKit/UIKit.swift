// `import UIKit` for screens that come from iOS: what they use of it on Linux is Cartography's port of the
// layout API (views, controllers, constraints, UIKit's names) and Foundation's geometry (CGRect, CGSize, CGFloat).
// With this module a ported file keeps its imports: `import UIKit` and `import Cartography`, as on iOS.

@_exported import Cartography
@_exported import Foundation
