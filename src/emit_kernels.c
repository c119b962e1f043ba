/*
 * The .cl output of a unit: its device code as OpenCL C. Until the kernel translator
 * lands, each device function is carried over as written, marked with a diagnostic so the
 * user sees that it still needs migrating; the file is never presented as finished.
 */
#include "cuport.h"

#include <string.h>

void emit_kernels(Unit *u)
{
	if (u->nfuncs == 0)
		return;
	buf_printf(&u->kernels, "// OpenCL C kernels migrated by cuport from %s\n",
		   path_basename(u->src));
	for (size_t i = 0; i < u->nfuncs; i++) {
		const DeviceFunc *f = &u->funcs[i];
		EditFile *ef = unit_file(u, f->file);
		if (!ef)
			continue;
		unit_diag_at(u, DIAG_KERNEL_TRANSLATION_PENDING, f->file, f->line, 1, f->name);
		buf_printf(&u->kernels, "\n#if 0 /* %s:%u: %s, not translated yet */\n",
			   path_basename(f->file), f->line, f->name);
		buf_append(&u->kernels, ef->text + f->begin, f->end - f->begin);
		buf_puts(&u->kernels, "\n#endif\n");
	}
}
