// The previewer's tests under Xvfb (being written).

import Testing
