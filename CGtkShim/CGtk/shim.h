// The GTK 4 headers, for Swift.
#include <gtk/gtk.h>
