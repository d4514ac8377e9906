// The previewer end to end: the real binary in a private Xvfb, checked against the library and real pixels.

import Testing

/// Every previewer test, nested in one serialized suite: each test starts its own X server and app, and
/// running them one at a time keeps screenshots, timings and the storm's memory readings undisturbed.
@Suite(.serialized)
enum PreviewerTests {}
