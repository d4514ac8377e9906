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
