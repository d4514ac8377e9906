// dladdr and RTLD_DEFAULT are GNU extensions: glibc declares them only under _GNU_SOURCE.
#define _GNU_SOURCE
#include "CDynamicLinker.h"
#include <dlfcn.h>
#include <stddef.h>

const char *cdl_image_path(const void *address) {
    Dl_info info;
    if (dladdr(address, &info) == 0) {
        return NULL;
    }
    return info.dli_fname;
}

void *cdl_global_symbol(const char *name) {
    return dlsym(RTLD_DEFAULT, name);
}
