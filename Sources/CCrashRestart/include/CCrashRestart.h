// Restarting the process in place (execv) when it crashes: the signal handler and the argv it runs.
#pragma once

/// Replaces the program and arguments the crash handler executes (copied; the previous copy is freed). The
/// handler appends one more argument, `--restart-signal=N`, N being the signal that ended this image.
/// Call it on the thread that may crash after each change of the state to restore; not from a handler.
void crash_restart_prepare(const char *program, const char *const *arguments, int count);

/// Installs the handler for SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE and SIGABRT: it marks every file descriptor
/// above 2 close-on-exec (standard input, output and error stay, so a pipe to the process keeps working), unblocks
/// those signals (execve keeps the signal mask) and executes the prepared argv. Without a prepared argv, or if
/// execv fails, the signal's default action ends the process.
void crash_restart_install(void);

/// Starts a thread that restarts the process the same way, with `--restart-stalled=SECONDS` instead of a signal, once
/// the main thread has not called `crash_restart_main_thread_beat` for `seconds`: the user's code in an endless
/// loop on the main thread (a bar button's action) would otherwise freeze the window for good. Call once.
void crash_restart_watch_main_thread(int seconds);

/// Tells the watch that the main thread's loop is turning; call it from the main loop every fraction of a second.
void crash_restart_main_thread_beat(void);
