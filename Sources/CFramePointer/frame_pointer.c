// Reading a return address from the frame-pointer chain.
#include "CFramePointer.h"

__attribute__((noinline)) uintptr_t cframe_return_address(int depth) {
    void **frame = (void **)__builtin_frame_address(0);
    for (int level = 0; level <= depth && frame != 0; level++) {
        frame = (void **)frame[0];
    }
    return frame != 0 ? (uintptr_t)frame[1] : 0;
}
