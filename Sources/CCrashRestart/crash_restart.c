// The crash handler: only async-signal-safe calls (fcntl, sigprocmask, execv) on memory prepared beforehand.
#include "CCrashRestart.h"

#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <time.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const int crash_signals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT};
enum { crash_signal_count = sizeof crash_signals / sizeof crash_signals[0] };

/// The argv to execute, NULL-terminated, with one slot before the NULL pointing at `signal_argument`.
static char **volatile prepared_argv;
static char *volatile prepared_program;
/// Filled in by the handler: "--restart-signal=" and up to three digits.
static char signal_argument[32] = "--restart-signal=";
static const size_t signal_prefix_length = sizeof "--restart-signal=" - 1;
/// The argv slot holding `signal_argument`, which a restart after a stall points elsewhere.
static char **volatile signal_slot;
static char stall_argument[48];

static void free_argv(char **argv) {
    if (!argv) return;
    for (char **cursor = argv; *cursor; cursor++) {
        if (*cursor != signal_argument) free(*cursor);
    }
    free(argv);
}

void crash_restart_prepare(const char *program, const char *const *arguments, int count) {
    char **argv = calloc((size_t)count + 2, sizeof *argv);
    for (int index = 0; index < count; index++) argv[index] = strdup(arguments[index]);
    argv[count] = signal_argument;
    signal_slot = &argv[count];
    char **old_argv = prepared_argv;
    char *old_program = prepared_program;
    prepared_program = strdup(program);
    prepared_argv = argv;
    free_argv(old_argv);
    free(old_program);
}

static void write_signal_number(int signal_number) {
    char digits[8];
    int length = 0;
    do {
        digits[length++] = (char)('0' + signal_number % 10);
        signal_number /= 10;
    } while (signal_number > 0 && length < (int)sizeof digits);
    for (int index = 0; index < length; index++) signal_argument[signal_prefix_length + index] = digits[length - 1 - index];
    signal_argument[signal_prefix_length + length] = '\0';
}

static void execute_prepared(void);

static void restart_after_crash(int signal_number) {
    if (!prepared_argv || !prepared_program) return;  // SA_RESETHAND: the default action follows
    write_signal_number(signal_number);
    // A message, since the user's own fatalError text has been printed just before.
    static const char message[] = "previewer: the previews crashed; restarting on the last good build\n";
    (void)!write(2, message, sizeof message - 1);
    execute_prepared();
}

static void execute_prepared(void) {
    char **argv = prepared_argv;
    char *program = prepared_program;
    // The window's X connection, file monitors and pipes to children would otherwise leak into the new image.
    // Marked close-on-exec rather than closed: GLib's threads still run until execv, and one reading a closed
    // inotify descriptor aborts the process.
    for (int fd = 3; fd < 4096; fd++) fcntl(fd, F_SETFD, FD_CLOEXEC);
    sigset_t unblock;
    sigemptyset(&unblock);
    for (int index = 0; index < crash_signal_count; index++) sigaddset(&unblock, crash_signals[index]);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    execv(program, argv);
}

void crash_restart_install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = restart_after_crash;
    // RESETHAND: if exec fails, returning re-raises the fault with the default action (a core, an exit status).
    action.sa_flags = SA_RESETHAND | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    for (int index = 0; index < crash_signal_count; index++) sigaction(crash_signals[index], &action, NULL);
}

static atomic_llong last_beat_seconds;
static int stall_limit_seconds;

static long long monotonic_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec;
}

void crash_restart_main_thread_beat(void) {
    atomic_store(&last_beat_seconds, monotonic_seconds());
}

static void *watch_main_thread(void *unused) {
    (void)unused;
    for (;;) {
        sleep(1);
        if (monotonic_seconds() - atomic_load(&last_beat_seconds) < stall_limit_seconds) continue;
        if (!prepared_argv || !prepared_program || !signal_slot) continue;
        snprintf(stall_argument, sizeof stall_argument, "--restart-stalled=%d", stall_limit_seconds);
        *signal_slot = stall_argument;
        static const char message[] = "previewer: the main thread is stuck; restarting on the last good build\n";
        (void)!write(2, message, sizeof message - 1);
        execute_prepared();
        return NULL;
    }
}

void crash_restart_watch_main_thread(int seconds) {
    stall_limit_seconds = seconds;
    crash_restart_main_thread_beat();
    pthread_t thread;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_create(&thread, &attributes, watch_main_thread, NULL);
    pthread_attr_destroy(&attributes);
}
