// Reading a return address from the frame-pointer chain, for recording where a constraint was written.
#pragma once
#include <stdint.h>

/// The return address stored in the frame `depth` levels above the caller of this function
/// (depth 0: where the caller will return to). The frames walked must keep frame pointers, as Swift
/// code does on Linux; returns 0 if the chain ends first.
uintptr_t cframe_return_address(int depth);
