/*
 * The host output of a unit: the source (and the headers under in-root it includes) with
 * CUDA API calls and launches rewritten onto the runtime. Until the host rewriter lands,
 * each call and launch is kept as written and flagged, so nothing is changed silently.
 */
#include "cuport.h"

void emit_host(Unit *u)
{
	for (size_t i = 0; i < u->ncalls; i++) {
		const ApiCall *c = &u->calls[i];
		unit_diag_at(u, DIAG_HOST_API_NOT_MIGRATED, c->file, c->line, c->col, c->name);
	}
	for (size_t i = 0; i < u->nlaunches; i++) {
		const Launch *l = &u->launches[i];
		unit_diag_at(u, DIAG_LAUNCH_NOT_MIGRATED, l->file, l->line, l->col, l->callee);
	}
}
