// A window's place on the screen through GDK's X11 backend: GTK 4 leaves window positions to the window
// manager, but a window restarted after a crash should come back where the user left it.

#include "CGtkShim.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>

// The window's X11 surface, or NULL under another backend or before the window is realized.
static GdkSurface *x11_surface(GtkWindow *window) {
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    return surface != NULL && GDK_IS_X11_SURFACE(surface) ? surface : NULL;
}

static Display *x11_display(GdkSurface *surface) {
    return gdk_x11_display_get_xdisplay(gdk_surface_get_display(surface));
}
#endif

gboolean cgtk_window_get_screen_position(GtkWindow *window, int *x, int *y) {
#ifdef GDK_WINDOWING_X11
    GdkSurface *surface = x11_surface(window);
    Window child;
    return surface != NULL && XTranslateCoordinates(x11_display(surface), gdk_x11_surface_get_xid(surface),
                                                    DefaultRootWindow(x11_display(surface)), 0, 0, x, y, &child);
#else
    return (void)window, (void)x, (void)y, FALSE;
#endif
}

gboolean cgtk_window_move_on_screen(GtkWindow *window, int x, int y) {
#ifdef GDK_WINDOWING_X11
    GdkSurface *surface = x11_surface(window);
    if (surface == NULL) return FALSE;
    XMoveWindow(x11_display(surface), gdk_x11_surface_get_xid(surface), x, y);
    XFlush(x11_display(surface));
    return TRUE;
#else
    return (void)window, (void)x, (void)y, FALSE;
#endif
}
