// Replays scripted solver sessions (placeholder until the differential test lands).

import Cassowary
