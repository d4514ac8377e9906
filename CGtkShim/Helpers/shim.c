// C helpers for what Swift cannot import from GTK 4.
#include "CGtkShim.h"

GtkWidget *cgtk_widget(gpointer instance) { return GTK_WIDGET(instance); }
