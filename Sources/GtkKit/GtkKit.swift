// A thin, safe Swift layer over GTK 4 (placeholder until the previewer lands).

import CGtkShim
