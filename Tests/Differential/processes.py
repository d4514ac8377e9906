"""Streams systems through a replay process line by line, surviving crashes and hangs.

Both replays (`cassowary-replay` and `kiwi_replay.py`) answer one flushed line per input line. If
the process dies or stops answering, the system it was on gets no output, and a fresh process
carries on with the next one.
"""

import os
import selectors
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass, field


@dataclass
class StreamResult:
    """Output line per system (None where there is none), and why systems got none."""

    lines: list
    failures: dict = field(default_factory=dict)  # system index -> reason
    restarts: int = 0


def _feed(pipe, data):
    try:
        pipe.write(data)
        pipe.close()
    except (BrokenPipeError, OSError):
        pass  # the process died; the reader notices


def _read_lines(process, expected, timeout):
    """Complete output lines until EOF, `expected` lines, or `timeout` seconds without a new line."""
    lines, buffer = [], b""
    fd = process.stdout.fileno()
    selector = selectors.DefaultSelector()
    selector.register(fd, selectors.EVENT_READ)
    deadline = time.monotonic() + timeout
    timed_out = False
    while len(lines) < expected:
        if not selector.select(max(0.0, deadline - time.monotonic())):
            timed_out = True
            break
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            break
        buffer += chunk
        *complete, buffer = buffer.split(b"\n")
        if complete:
            lines += [line.decode() for line in complete]
            deadline = time.monotonic() + timeout
    selector.close()
    return lines, timed_out


def stream(command, inputs, timeout=30.0):
    """Runs `command` over the input lines; see the module docstring."""
    result = StreamResult([None] * len(inputs))
    start = 0
    while start < len(inputs):
        chunk = inputs[start:]
        with tempfile.TemporaryFile() as errors:
            process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=errors)
            data = "".join(line + "\n" for line in chunk).encode()
            feeder = threading.Thread(target=_feed, args=(process.stdin, data), daemon=True)
            feeder.start()
            lines, timed_out = _read_lines(process, len(chunk), timeout)
            if timed_out:
                process.kill()
            process.stdout.close()
            code = process.wait()
            feeder.join()
            errors.seek(0)
            stderr = errors.read().decode(errors="replace").strip()
        result.lines[start:start + len(lines)] = lines
        if len(lines) == len(chunk):
            break
        failed = start + len(lines)
        reason = f"no answer within {timeout:g} s" if timed_out else f"exit status {code}"
        tail = stderr.splitlines()[-3:]
        result.failures[failed] = reason + (": " + " | ".join(tail) if tail else "")
        result.restarts += 1
        start = failed + 1
    return result
