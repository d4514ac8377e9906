// The previewer end to end: the real binary in a private Xvfb, checked against the library and real pixels.

import Testing

/// Every previewer test, nested in one suite. Each test starts its own X server and app, so the tests run in
/// parallel; the storm, which measures memory, runs alone (scripts/test runs it after the others).
@Suite
enum PreviewerTests {}
