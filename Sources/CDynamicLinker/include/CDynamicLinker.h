// Questions for the dynamic linker that Swift's Glibc module cannot ask (they need _GNU_SOURCE).
#pragma once

/// The path of the loaded image (the executable or a shared library) that contains `address`, or NULL if no
/// image does. The string belongs to the dynamic linker and lives as long as the image stays loaded.
const char *cdl_image_path(const void *address);

/// The address of the symbol `name` in the process's global scope (`RTLD_DEFAULT`): the executable's
/// exported symbols and the libraries loaded with it or with `RTLD_GLOBAL`; NULL if there is none.
void *cdl_global_symbol(const char *name);
