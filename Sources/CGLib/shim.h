// GLib's headers, for Swift: the previewer core parses its command line with GOptionContext.
#include <glib.h>
