// Cartography on Linux (placeholder until the DSL lands).

import Cassowary
