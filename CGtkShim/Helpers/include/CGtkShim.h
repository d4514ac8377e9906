// C helpers for what Swift cannot import from GTK 4 (macros, variadic functions, GObject subclasses).
#pragma once
#include <gtk/gtk.h>

/// Upcasts any GObject-derived pointer to GtkWidget.
GtkWidget *cgtk_widget(gpointer instance);
