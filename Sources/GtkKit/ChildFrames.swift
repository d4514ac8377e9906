// The frames a frame container places its children at by itself, kept in the container.

import CGtk
import CGtkShim

/// The frames a ``FrameContainer`` gives its children, in child order, stored in the container: on every
/// allocation it places the n-th child at the n-th frame without calling back into Swift.
///
/// A value is a view of the container's storage, valid while the container lives and until the next
/// ``FrameContainer/placeChildrenAtFrames(count:)`` on it. A child beyond `count`, or one whose frame was
/// never stored, is allocated empty.
///
/// ```swift
/// let frames = row.placeChildrenAtFrames(count: 2)
/// _ = frames.store(PixelRect(x: 4, y: 2, width: 100, height: 20), at: 0)
/// _ = frames.store(PixelRect(x: 112, y: 2, width: 200, height: 20), at: 1)
/// row.queueAllocate()
/// ```
@MainActor
public struct ChildFrames {
    @usableFromInline let frames: UnsafeMutablePointer<CGtkChildFrame>?
    /// How many children have a frame.
    public let count: Int

    init(frames: UnsafeMutablePointer<CGtkChildFrame>?, count: Int) {
        self.frames = frames
        self.count = frames == nil ? 0 : count
    }

    /// Stores the frame of child `index`, in the container's coordinates; returns whether it differs from
    /// the frame stored before (always, the first time). The container uses it at its next allocation.
    /// Inlinable, as `PixelRect(snapping:)`: the renderer stores every view's frame on every resize.
    @inlinable @inline(__always)
    public func store(_ frame: PixelRect, at index: Int) -> Bool {
        precondition(index >= 0 && index < count, "child frame \(index) of \(count)")
        let slot = frames! + index
        let new = (
            Int32(clamping: frame.x), Int32(clamping: frame.y), Int32(clamping: frame.width),
            Int32(clamping: frame.height)
        )
        let old = slot.pointee
        guard old.x != new.0 || old.y != new.1 || old.width != new.2 || old.height != new.3 else { return false }
        slot.pointee.x = new.0
        slot.pointee.y = new.1
        slot.pointee.width = new.2
        slot.pointee.height = new.3
        return true
    }

    /// Makes the container allocate child `index` again at its next allocation even if the child keeps its
    /// size (GTK would skip it): the child's own children moved. Cleared once the child is placed.
    public func reallocate(at index: Int) {
        precondition(index >= 0 && index < count, "child frame \(index) of \(count)")
        frames![index].reallocate = 1
    }

    /// The frame stored for child `index`, or nil if none was stored yet.
    public func frame(at index: Int) -> PixelRect? {
        guard index >= 0 && index < count, let frames, frames[index].width >= 0 else { return nil }
        let frame = frames[index]
        return PixelRect(x: Int(frame.x), y: Int(frame.y), width: Int(frame.width), height: Int(frame.height))
    }
}

extension FrameContainer {
    /// Makes the container place its children itself on every allocation, the n-th child at the n-th of
    /// `count` frames (before the `allocate` callback, if there is one), and returns the frames to fill in,
    /// none stored yet. Asking again replaces them.
    ///
    /// For containers of many children, such as one per view of a large tree: a Swift callback per
    /// container costs more than placing its children does.
    public func placeChildrenAtFrames(count: Int) -> ChildFrames {
        let count = max(0, min(count, Int(Int32.max)))
        return ChildFrames(frames: cgtk_frame_container_place_at_frames(widgetPointer, Int32(count)), count: count)
    }
}
