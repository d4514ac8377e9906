// C helpers for what Swift cannot import from GTK 4: typed signal connections, a variadic emit, a plain container.
#pragma once
#include <gtk/gtk.h>

G_BEGIN_DECLS

/// A handler for signals whose only argument is the emitter, such as "clicked" or "activate".
typedef void (*CGtkHandler)(gpointer instance, gpointer user_data);
/// A handler for signals with one pointer argument, such as GSimpleAction's "activate".
typedef void (*CGtkPointerHandler)(gpointer instance, gpointer argument, gpointer user_data);
/// A handler for signals with one pointer argument and an int result, such as "handle-local-options".
typedef gint (*CGtkPointerIntHandler)(gpointer instance, gpointer argument, gpointer user_data);

/// g_signal_connect_data for CGtkHandler; `destroy` releases `user_data` when the handler goes away.
gulong cgtk_signal_connect(gpointer instance, const gchar *signal, CGtkHandler handler, gpointer user_data,
                           GClosureNotify destroy);
/// g_signal_connect_data for CGtkPointerHandler.
gulong cgtk_signal_connect_pointer(gpointer instance, const gchar *signal, CGtkPointerHandler handler,
                                   gpointer user_data, GClosureNotify destroy);
/// g_signal_connect_data for CGtkPointerIntHandler.
gulong cgtk_signal_connect_pointer_int(gpointer instance, const gchar *signal, CGtkPointerIntHandler handler,
                                       gpointer user_data, GClosureNotify destroy);
/// A handler for signals with one int argument, such as GtkNativeDialog's "response".
typedef void (*CGtkIntHandler)(gpointer instance, gint value, gpointer user_data);
/// g_signal_connect_data for CGtkIntHandler.
gulong cgtk_signal_connect_int(gpointer instance, const gchar *signal, CGtkIntHandler handler, gpointer user_data,
                               GClosureNotify destroy);
/// A handler for signals with two double arguments, such as GtkGestureDrag's "drag-begin" and "drag-update".
typedef void (*CGtkDoubleDoubleHandler)(gpointer instance, gdouble first, gdouble second, gpointer user_data);
/// g_signal_connect_data for CGtkDoubleDoubleHandler.
gulong cgtk_signal_connect_double_double(gpointer instance, const gchar *signal, CGtkDoubleDoubleHandler handler,
                                         gpointer user_data, GClosureNotify destroy);
/// Emits a signal that takes no arguments and returns nothing (g_signal_emit_by_name is variadic).
void cgtk_signal_emit(gpointer instance, const gchar *signal);

/// Reports a child-free minimum and natural size for one orientation; `for_size` is -1 when unconstrained.
typedef void (*CGtkMeasureFunc)(GtkOrientation orientation, int for_size, int *minimum, int *natural,
                                gpointer user_data);
/// Places the children of a container that was just given `width` × `height`.
typedef void (*CGtkAllocateFunc)(int width, int height, gpointer user_data);

/// A plain GtkWidget subclass whose children are measured and placed by callbacks (GtkWidget itself is abstract).
/// Its CSS node is named "framecontainer"; dispose unparents the children and releases the callbacks.
GtkWidget *cgtk_frame_container_new(void);
/// Installs the layout callbacks; `destroy` releases `user_data` on dispose or when replaced.
void cgtk_frame_container_set_layout(GtkWidget *container, GtkSizeRequestMode mode, CGtkMeasureFunc measure,
                                     CGtkAllocateFunc allocate, gpointer user_data, GDestroyNotify destroy);

/// Where a frame container places one child: a rectangle in its coordinates (a negative size is no frame yet,
/// allocated as empty), and whether the child must be allocated again even if it keeps its size (its own
/// children moved), cleared once the child is placed.
typedef struct {
    int x, y, width, height;
    gboolean reallocate;
} CGtkChildFrame;
/// Makes the container place its children itself on every allocation, the n-th child at the n-th of `count`
/// frames, before any allocate callback runs. Returns the frames, all without a frame yet, for the caller to fill
/// in; they stay valid until the next call or the container's finalization (NULL when `count` is 0).
CGtkChildFrame *cgtk_frame_container_place_at_frames(GtkWidget *container, int count);

/// Paints one layer of a frame container: 0 under its children, 1 over them, in a `width` × `height` area.
typedef void (*CGtkDrawFunc)(cairo_t *cairo, int width, int height, int layer, gpointer user_data);
/// Installs the container's painter; `destroy` releases `user_data` on dispose or when replaced. It paints nothing
/// until `cgtk_frame_container_set_draw_layers` says which layers to paint.
void cgtk_frame_container_set_draw(GtkWidget *container, CGtkDrawFunc draw, gpointer user_data, GDestroyNotify destroy);
/// Which layers the painter paints: skipping a layer skips its cairo node, so a view without content costs nothing.
void cgtk_frame_container_set_draw_layers(GtkWidget *container, gboolean below, gboolean above);
/// Cuts the children at the container's bounds, with rounded corners of `corner_radius`, or stops cutting them.
void cgtk_frame_container_set_clip(GtkWidget *container, gboolean clips, float corner_radius);
// A shadow outside the bounds (rounded by the clip's corner radius), blurred by `blur`; `has_shadow` FALSE for none.
void cgtk_frame_container_set_shadow(GtkWidget *container, gboolean has_shadow, float red, float green, float blue,
                                     float alpha, float dx, float dy, float blur);
// An affine transform (a b c d tx ty, as CGAffineTransform) about the widget's centre, applied by its parent.
void cgtk_frame_container_set_transform(GtkWidget *container, gboolean has_transform, float a, float b, float c,
                                        float d, float tx, float ty);

/// Lets the container take the keyboard focus itself, as one stop of the Tab chain (its children are skipped).
void cgtk_frame_container_set_focuses_self(GtkWidget *container, gboolean focuses_self);

/// Sets a string property of any GObject (g_object_set is variadic).
void cgtk_object_set_string(gpointer object, const gchar *property, const gchar *value);

/// Makes the launcher's children receive SIGKILL when this process ends (Linux's parent-death signal), so that
/// a child stuck in a loop never outlives the window that started it.
void cgtk_subprocess_launcher_kill_children_with_parent(GSubprocessLauncher *launcher);

/// A key press seen before the focused widget gets it: TRUE when handled (the widget then never sees it).
typedef gboolean (*CGtkKeyHandler)(guint keyval, GdkModifierType state, gpointer user_data);
/// Adds a capture-phase key controller to `widget` that calls `handler` on each key press.
void cgtk_widget_add_key_capture(GtkWidget *widget, CGtkKeyHandler handler, gpointer user_data, GDestroyNotify destroy);

/// The top-left corner of `window`'s surface on the screen, where the X11 backend can say it (GTK 4 has no
/// window position of its own, and Wayland gives none): FALSE when it cannot.
gboolean cgtk_window_get_screen_position(GtkWindow *window, int *x, int *y);
/// Asks for `window`'s surface to be moved to (x, y) on the screen (the window manager has the last word);
/// FALSE when the backend cannot move windows.
gboolean cgtk_window_move_on_screen(GtkWindow *window, int x, int y);

G_END_DECLS
