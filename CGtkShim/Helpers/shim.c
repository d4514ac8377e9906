// C helpers for what Swift cannot import from GTK 4: typed signal connections, a variadic emit, a plain container.
#include "CGtkShim.h"
#include <math.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>

// G_CALLBACK erases the handler's signature, which is why Swift cannot pass a typed handler itself.
static gulong connect_any(gpointer instance, const gchar *signal, GCallback handler, gpointer user_data,
                          GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, user_data, destroy, 0);
}

gulong cgtk_signal_connect(gpointer instance, const gchar *signal, CGtkHandler handler, gpointer user_data,
                           GClosureNotify destroy) {
    return connect_any(instance, signal, G_CALLBACK(handler), user_data, destroy);
}

gulong cgtk_signal_connect_pointer(gpointer instance, const gchar *signal, CGtkPointerHandler handler,
                                   gpointer user_data, GClosureNotify destroy) {
    return connect_any(instance, signal, G_CALLBACK(handler), user_data, destroy);
}

gulong cgtk_signal_connect_pointer_int(gpointer instance, const gchar *signal, CGtkPointerIntHandler handler,
                                       gpointer user_data, GClosureNotify destroy) {
    return connect_any(instance, signal, G_CALLBACK(handler), user_data, destroy);
}

gulong cgtk_signal_connect_int(gpointer instance, const gchar *signal, CGtkIntHandler handler, gpointer user_data,
                               GClosureNotify destroy) {
    return connect_any(instance, signal, G_CALLBACK(handler), user_data, destroy);
}

gulong cgtk_signal_connect_double_double(gpointer instance, const gchar *signal, CGtkDoubleDoubleHandler handler,
                                         gpointer user_data, GClosureNotify destroy) {
    return connect_any(instance, signal, G_CALLBACK(handler), user_data, destroy);
}

void cgtk_signal_emit(gpointer instance, const gchar *signal) { g_signal_emit_by_name(instance, signal); }

#define CGTK_TYPE_FRAME_CONTAINER (cgtk_frame_container_get_type())
G_DECLARE_FINAL_TYPE(CGtkFrameContainer, cgtk_frame_container, CGTK, FRAME_CONTAINER, GtkWidget)

struct _CGtkFrameContainer {
    GtkWidget parent_instance;
    GtkSizeRequestMode mode;
    CGtkMeasureFunc measure;
    CGtkAllocateFunc allocate;
    gpointer user_data;
    GDestroyNotify destroy;
    CGtkDrawFunc draw;
    gpointer draw_data;
    GDestroyNotify draw_destroy;
    gboolean draws_below;
    gboolean draws_above;
    gboolean clips;
    gboolean focuses_self;
    float corner_radius;
    // Where the children go when the container places them itself (`cgtk_frame_container_place_at_frames`).
    gboolean places_at_frames;
    CGtkChildFrame *child_frames;
    int child_frame_count;
    // A shadow drawn outside the bounds (a view's layer shadow) and a transform about the centre, applied by
    // the parent when it places this widget (a view's `transform`).
    gboolean has_shadow;
    GdkRGBA shadow_color;
    float shadow_dx, shadow_dy, shadow_blur;
    gboolean has_transform;
    float transform[6];
};

G_DEFINE_FINAL_TYPE(CGtkFrameContainer, cgtk_frame_container, GTK_TYPE_WIDGET)

// Clearing the fields before calling `destroy` keeps a re-entrant callback from seeing freed data.
static void release_layout(CGtkFrameContainer *self) {
    gpointer user_data = self->user_data;
    GDestroyNotify destroy = self->destroy;
    self->measure = NULL;
    self->allocate = NULL;
    self->user_data = NULL;
    self->destroy = NULL;
    if (destroy != NULL) destroy(user_data);
}

static void release_draw(CGtkFrameContainer *self) {
    gpointer draw_data = self->draw_data;
    GDestroyNotify destroy = self->draw_destroy;
    self->draw = NULL;
    self->draw_data = NULL;
    self->draw_destroy = NULL;
    if (destroy != NULL) destroy(draw_data);
}

static void cgtk_frame_container_dispose(GObject *object) {
    CGtkFrameContainer *self = CGTK_FRAME_CONTAINER(object);
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(self))) != NULL) gtk_widget_unparent(child);
    // The callbacks may hold Swift objects that hold this widget: dropping them here breaks the cycle.
    release_layout(self);
    release_draw(self);
    G_OBJECT_CLASS(cgtk_frame_container_parent_class)->dispose(object);
}

// In finalize, not dispose: the frames stay readable through the pointer Swift was given while the widget lives.
static void cgtk_frame_container_finalize(GObject *object) {
    g_free(CGTK_FRAME_CONTAINER(object)->child_frames);
    G_OBJECT_CLASS(cgtk_frame_container_parent_class)->finalize(object);
}

static GtkSizeRequestMode cgtk_frame_container_get_request_mode(GtkWidget *widget) {
    return CGTK_FRAME_CONTAINER(widget)->mode;
}

static void cgtk_frame_container_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                         int *natural, int *minimum_baseline, int *natural_baseline) {
    CGtkFrameContainer *self = CGTK_FRAME_CONTAINER(widget);
    *minimum = 0;
    *natural = 0;
    if (self->measure != NULL) self->measure(orientation, for_size, minimum, natural, self->user_data);
    if (*natural < *minimum) *natural = *minimum;
}

// The children in order, each at its frame; a child past the frames gets an empty one. No Swift runs here: for a
// tree of 10,000 views the callbacks' trampolines, executor checks and reference counting were a fifth of a resize.
static void place_children_at_frames(CGtkFrameContainer *self) {
    int index = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(GTK_WIDGET(self)); child != NULL;
         child = gtk_widget_get_next_sibling(child), index++) {
        GtkAllocation allocation = {0, 0, 0, 0};
        gboolean reallocate = FALSE;
        if (index < self->child_frame_count) {
            CGtkChildFrame *frame = &self->child_frames[index];
            allocation = (GtkAllocation){frame->x, frame->y, MAX(0, frame->width), MAX(0, frame->height)};
            reallocate = frame->reallocate;
            frame->reallocate = FALSE;
        }
        // GTK insists on a measurement before every allocation, even when the frame ignores it.
        gtk_widget_get_preferred_size(child, NULL, NULL);
        // GTK skips the allocation of a child that keeps its size; one whose own children moved is nudged. A
        // resized child is allocated anyway, and a queued allocation walks up to the window.
        if (reallocate && gtk_widget_get_width(child) == allocation.width &&
            gtk_widget_get_height(child) == allocation.height)
            gtk_widget_queue_allocate(child);
        if (CGTK_IS_FRAME_CONTAINER(child) && CGTK_FRAME_CONTAINER(child)->has_transform) {
            // About the child's centre, as UIKit applies a view's transform: to the centre, the matrix, back. The
            // matrix goes in as rotation, x-skew and scale (its QR decomposition): GSK's cairo renderer draws a
            // general matrix as a fallback pink box, but these 2-D steps as they are.
            float *m = CGTK_FRAME_CONTAINER(child)->transform;
            float half_width = allocation.width / 2.0f, half_height = allocation.height / 2.0f;
            float scale_x = sqrtf(m[0] * m[0] + m[1] * m[1]);
            float scale_y = scale_x > 0 ? (m[0] * m[3] - m[1] * m[2]) / scale_x : 0;
            float shear = scale_x > 0 ? (m[0] * m[2] + m[1] * m[3]) / scale_x : 0;
            float degrees = 180.0f / (float)G_PI;
            GskTransform *transform = gsk_transform_translate(
                NULL, &GRAPHENE_POINT_INIT(allocation.x + half_width + m[4], allocation.y + half_height + m[5]));
            transform = gsk_transform_rotate(transform, atan2f(m[1], m[0]) * degrees);
            if (scale_y != 0 && shear != 0) transform = gsk_transform_skew(transform, atanf(shear / scale_y) * degrees, 0);
            transform = gsk_transform_scale(transform, MAX(scale_x, 1e-6f), scale_y != 0 ? scale_y : 1e-6f);
            transform = gsk_transform_translate(transform, &GRAPHENE_POINT_INIT(-half_width, -half_height));
            gtk_widget_allocate(child, allocation.width, allocation.height, -1, transform);
            continue;
        }
        gtk_widget_size_allocate(child, &allocation, -1);
    }
}

static void cgtk_frame_container_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    CGtkFrameContainer *self = CGTK_FRAME_CONTAINER(widget);
    if (self->places_at_frames) place_children_at_frames(self);
    if (self->allocate != NULL) self->allocate(width, height, self->user_data);
}

static void draw_layer(CGtkFrameContainer *self, GtkSnapshot *snapshot, const graphene_rect_t *bounds, int layer) {
    cairo_t *cairo = gtk_snapshot_append_cairo(snapshot, bounds);
    self->draw(cairo, (int)bounds->size.width, (int)bounds->size.height, layer, self->draw_data);
    cairo_destroy(cairo);
}

// Content under the children, the children (cut at the bounds, rounded, when asked), then what goes over them.
static void cgtk_frame_container_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    CGtkFrameContainer *self = CGTK_FRAME_CONTAINER(widget);
    int width = gtk_widget_get_width(widget);
    int height = gtk_widget_get_height(widget);
    graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, (float)width, (float)height);
    gboolean can_draw = self->draw != NULL && width > 0 && height > 0;
    if (self->has_shadow && width > 0 && height > 0) {
        GskRoundedRect outline;
        gsk_rounded_rect_init_from_rect(&outline, &bounds, self->corner_radius);
        gtk_snapshot_append_outset_shadow(snapshot, &outline, &self->shadow_color, self->shadow_dx, self->shadow_dy, 0,
                                          self->shadow_blur);
    }
    if (can_draw && self->draws_below) draw_layer(self, snapshot, &bounds, 0);
    if (self->clips) {
        GskRoundedRect clip;
        gsk_rounded_rect_init_from_rect(&clip, &bounds, self->corner_radius);
        gtk_snapshot_push_rounded_clip(snapshot, &clip);
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child))
        gtk_widget_snapshot_child(widget, child, snapshot);
    if (self->clips) gtk_snapshot_pop(snapshot);
    if (can_draw && self->draws_above) draw_layer(self, snapshot, &bounds, 1);
}

// GtkWidget's own focus handler moves the focus among a widget's children and never to the widget itself once
// it has children; a container that takes the focus as a whole (the previewer's content area) does it here.
static gboolean cgtk_frame_container_focus(GtkWidget *widget, GtkDirectionType direction) {
    CGtkFrameContainer *self = CGTK_FRAME_CONTAINER(widget);
    if (!self->focuses_self || !gtk_widget_get_focusable(widget))
        return GTK_WIDGET_CLASS(cgtk_frame_container_parent_class)->focus(widget, direction);
    if (gtk_widget_is_focus(widget)) return FALSE;
    return gtk_widget_grab_focus(widget);
}

static void cgtk_frame_container_class_init(CGtkFrameContainerClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    object_class->dispose = cgtk_frame_container_dispose;
    object_class->finalize = cgtk_frame_container_finalize;
    widget_class->get_request_mode = cgtk_frame_container_get_request_mode;
    widget_class->measure = cgtk_frame_container_measure;
    widget_class->size_allocate = cgtk_frame_container_size_allocate;
    widget_class->snapshot = cgtk_frame_container_snapshot;
    widget_class->focus = cgtk_frame_container_focus;
    gtk_widget_class_set_css_name(widget_class, "framecontainer");
}

static void cgtk_frame_container_init(CGtkFrameContainer *self) { self->mode = GTK_SIZE_REQUEST_CONSTANT_SIZE; }

GtkWidget *cgtk_frame_container_new(void) { return g_object_new(CGTK_TYPE_FRAME_CONTAINER, NULL); }

void cgtk_frame_container_set_layout(GtkWidget *container, GtkSizeRequestMode mode, CGtkMeasureFunc measure,
                                     CGtkAllocateFunc allocate, gpointer user_data, GDestroyNotify destroy) {
    g_return_if_fail(CGTK_IS_FRAME_CONTAINER(container));
    CGtkFrameContainer *self = CGTK_FRAME_CONTAINER(container);
    release_layout(self);
    self->mode = mode;
    self->measure = measure;
    self->allocate = allocate;
    self->user_data = user_data;
    self->destroy = destroy;
    gtk_widget_queue_resize(container);
}

CGtkChildFrame *cgtk_frame_container_place_at_frames(GtkWidget *container, int count) {
    g_return_val_if_fail(CGTK_IS_FRAME_CONTAINER(container), NULL);
    CGtkFrameContainer *self = CGTK_FRAME_CONTAINER(container);
    count = MAX(0, count);
    self->places_at_frames = TRUE;
    if (count != self->child_frame_count) {
        self->child_frames = g_renew(CGtkChildFrame, self->child_frames, count);
        self->child_frame_count = count;
    }
    // No frame yet: the next frame stored differs from this one whatever it is.
    for (int index = 0; index < count; index++)
        self->child_frames[index] = (CGtkChildFrame){0, 0, -1, -1, FALSE};
    gtk_widget_queue_allocate(container);
    return self->child_frames;
}

void cgtk_frame_container_set_draw(GtkWidget *container, CGtkDrawFunc draw, gpointer user_data, GDestroyNotify destroy) {
    g_return_if_fail(CGTK_IS_FRAME_CONTAINER(container));
    CGtkFrameContainer *self = CGTK_FRAME_CONTAINER(container);
    release_draw(self);
    self->draw = draw;
    self->draw_data = user_data;
    self->draw_destroy = destroy;
    gtk_widget_queue_draw(container);
}

void cgtk_frame_container_set_draw_layers(GtkWidget *container, gboolean below, gboolean above) {
    g_return_if_fail(CGTK_IS_FRAME_CONTAINER(container));
    CGtkFrameContainer *self = CGTK_FRAME_CONTAINER(container);
    self->draws_below = below;
    self->draws_above = above;
    gtk_widget_queue_draw(container);
}

void cgtk_frame_container_set_clip(GtkWidget *container, gboolean clips, float corner_radius) {
    g_return_if_fail(CGTK_IS_FRAME_CONTAINER(container));
    CGtkFrameContainer *self = CGTK_FRAME_CONTAINER(container);
    self->clips = clips;
    self->corner_radius = corner_radius;
    gtk_widget_queue_draw(container);
}

void cgtk_frame_container_set_shadow(GtkWidget *container, gboolean has_shadow, float red, float green, float blue,
                                     float alpha, float dx, float dy, float blur) {
    g_return_if_fail(CGTK_IS_FRAME_CONTAINER(container));
    CGtkFrameContainer *self = CGTK_FRAME_CONTAINER(container);
    self->has_shadow = has_shadow;
    self->shadow_color = (GdkRGBA){red, green, blue, alpha};
    self->shadow_dx = dx;
    self->shadow_dy = dy;
    self->shadow_blur = blur;
    gtk_widget_queue_draw(container);
}

void cgtk_frame_container_set_transform(GtkWidget *container, gboolean has_transform, float a, float b, float c,
                                        float d, float tx, float ty) {
    g_return_if_fail(CGTK_IS_FRAME_CONTAINER(container));
    CGtkFrameContainer *self = CGTK_FRAME_CONTAINER(container);
    float matrix[6] = {a, b, c, d, tx, ty};
    gboolean changed = has_transform != self->has_transform || memcmp(matrix, self->transform, sizeof matrix) != 0;
    self->has_transform = has_transform;
    memcpy(self->transform, matrix, sizeof matrix);
    // The parent applies the transform when it allocates this widget.
    GtkWidget *parent = gtk_widget_get_parent(container);
    if (changed && parent != NULL) gtk_widget_queue_allocate(parent);
}

void cgtk_object_set_string(gpointer object, const gchar *property, const gchar *value) {
    g_object_set(object, property, value, NULL);
}

void cgtk_frame_container_set_focuses_self(GtkWidget *container, gboolean focuses_self) {
    CGtkFrameContainer *self = CGTK_FRAME_CONTAINER(container);
    self->focuses_self = focuses_self;
    gtk_widget_set_focusable(container, focuses_self);
}

// Runs in the child between fork and exec: only async-signal-safe calls. The parent's id, taken before the fork,
// catches a parent that ended before prctl took effect (the child would then belong to init and never get it).
static void kill_with_parent(gpointer parent) {
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != (pid_t)GPOINTER_TO_INT(parent)) {
        _exit(1);
    }
}

void cgtk_subprocess_launcher_kill_children_with_parent(GSubprocessLauncher *launcher) {
    g_subprocess_launcher_set_child_setup(launcher, kill_with_parent, GINT_TO_POINTER(getpid()), NULL);
}

typedef struct {
    CGtkKeyHandler handler;
    gpointer user_data;
    GDestroyNotify destroy;
} KeyCapture;

static gboolean key_capture_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode,
                                    GdkModifierType state, gpointer data) {
    KeyCapture *capture = data;
    return capture->handler(keyval, state, capture->user_data);
}

static void key_capture_free(gpointer data, GClosure *closure) {
    KeyCapture *capture = data;
    if (capture->destroy != NULL) capture->destroy(capture->user_data);
    g_free(capture);
}

void cgtk_widget_add_key_capture(GtkWidget *widget, CGtkKeyHandler handler, gpointer user_data, GDestroyNotify destroy) {
    GtkEventController *controller = gtk_event_controller_key_new();
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE);
    KeyCapture *capture = g_new0(KeyCapture, 1);
    capture->handler = handler;
    capture->user_data = user_data;
    capture->destroy = destroy;
    g_signal_connect_data(controller, "key-pressed", G_CALLBACK(key_capture_pressed), capture, key_capture_free, 0);
    gtk_widget_add_controller(widget, controller);
}
