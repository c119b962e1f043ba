/*
 * merge.c: three-way merge of a header's migrated texts, line by line.
 *
 * Every unit that includes an in-root header migrates it from its own view of the
 * preprocessor: a C unit sees a header's `#ifdef __CUDACC__` branch inactive and leaves the
 * CUDA names in it alone, while the .cu unit renames them and puts the runtime's include in
 * front. The first unit's text is written; each later unit's changes are merged into it
 * the way diff3 merges two edits of one base: both texts are compared with the original
 * (longest common subsequence of lines), the changed regions of each are applied, and
 * where the two changed overlapping regions differently the first unit's text stays.
 */
#include "cuport.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Above this many cells (lines of the original's changed middle times those of a
 * migrated text's) no merge is tried: the first unit's text stays. */
#define MERGE_MAX_CELLS (16u * 1024 * 1024)

typedef struct {
	const char *p;
	size_t n;      /* with its '\n' */
	uint64_t hash;
} Line;

typedef struct {
	Line *v;
	size_t n;
} Lines;

/* One changed region: base lines [b0, b1) became the version's lines [x0, x1). */
typedef struct {
	size_t b0, b1, x0, x1;
} Hunk;

typedef struct {
	Hunk *v;
	size_t n, cap;
} Hunks;

static Lines split_lines(const char *t)
{
	Lines l = {0};
	size_t cap = 0;
	while (*t) {
		const char *nl = strchr(t, '\n');
		size_t n = nl ? (size_t)(nl - t) + 1 : strlen(t);
		uint64_t h = 1469598103934665603ull;
		for (size_t i = 0; i < n; i++)
			h = (h ^ (unsigned char)t[i]) * 1099511628211ull;
		PUSH(l.v, l.n, cap, ((Line){t, n, h}));
		t += n;
	}
	return l;
}

static bool same_line(const Line *a, const Line *b)
{
	return a->hash == b->hash && a->n == b->n && memcmp(a->p, b->p, a->n) == 0;
}

/* The regions where x differs from base; false when the comparison is too large. */
static bool diff_lines(const Lines *base, const Lines *x, Hunks *out)
{
	size_t pre = 0;
	while (pre < base->n && pre < x->n && same_line(&base->v[pre], &x->v[pre]))
		pre++;
	size_t suf = 0;
	while (suf < base->n - pre && suf < x->n - pre &&
	       same_line(&base->v[base->n - 1 - suf], &x->v[x->n - 1 - suf]))
		suf++;
	size_t n = base->n - pre - suf, m = x->n - pre - suf;
	if (n == 0 && m == 0)
		return true;
	if ((uint64_t)(n + 1) * (m + 1) > MERGE_MAX_CELLS)
		return false;
	/* lcs[i][j]: the longest common subsequence of base[pre+i..] and x[pre+j..] */
	uint32_t *lcs = xcalloc((n + 1) * (m + 1), sizeof *lcs);
#define L(i, j) lcs[(size_t)(i) * (m + 1) + (j)]
	for (size_t i = n; i-- > 0;)
		for (size_t j = m; j-- > 0;)
			L(i, j) = same_line(&base->v[pre + i], &x->v[pre + j])
				? L(i + 1, j + 1) + 1
				: (L(i + 1, j) > L(i, j + 1) ? L(i + 1, j) : L(i, j + 1));
	size_t i = 0, j = 0;
	while (i < n || j < m) {
		if (i < n && j < m && same_line(&base->v[pre + i], &x->v[pre + j]) &&
		    L(i, j) == L(i + 1, j + 1) + 1) {
			i++, j++;
			continue;
		}
		Hunk h = {pre + i, 0, pre + j, 0};
		while (i < n || j < m) {
			if (i < n && j < m && same_line(&base->v[pre + i], &x->v[pre + j]) &&
			    L(i, j) == L(i + 1, j + 1) + 1)
				break;
			if (j == m || (i < n && L(i + 1, j) >= L(i, j + 1)))
				i++;
			else
				j++;
		}
		h.b1 = pre + i;
		h.x1 = pre + j;
		PUSH(out->v, out->n, out->cap, h);
	}
#undef L
	free(lcs);
	return true;
}

/* The version's text for base lines [from, to), where its hunks h[a..b) lie inside. */
static void region_text(const Lines *base, const Lines *x, const Hunk *h, size_t a, size_t b,
			size_t from, size_t to, Buf *out)
{
	size_t pos = from;
	for (size_t k = a; k < b; k++) {
		for (; pos < h[k].b0; pos++)
			buf_append(out, base->v[pos].p, base->v[pos].n);
		for (size_t y = h[k].x0; y < h[k].x1; y++)
			buf_append(out, x->v[y].p, x->v[y].n);
		pos = h[k].b1;
	}
	for (; pos < to; pos++)
		buf_append(out, base->v[pos].p, base->v[pos].n);
}

/*
 * Both sides changed base lines [gs, ge). When each replaced them line for line (renames
 * within lines, the usual migration), the lines are merged one by one: a line the first
 * left as it was takes the later one's change. Otherwise the first side's text stays.
 */
static void both_changed(const Lines *base, const Lines *ours, const Hunks *a, size_t ia,
			 size_t ea, const Lines *theirs, const Hunks *b, size_t ib, size_t eb,
			 size_t gs, size_t ge, Buf *out)
{
	Buf ot = {0}, tt = {0};
	region_text(base, ours, a->v, ia, ea, gs, ge, &ot);
	region_text(base, theirs, b->v, ib, eb, gs, ge, &tt);
	Lines ol = split_lines(ot.data ? ot.data : ""), tl = split_lines(tt.data ? tt.data : "");
	if (ol.n == ge - gs && tl.n == ge - gs) {
		for (size_t k = 0; k < ol.n; k++) {
			const Line *pick = same_line(&ol.v[k], &base->v[gs + k]) ? &tl.v[k] : &ol.v[k];
			buf_append(out, pick->p, pick->n);
		}
	} else if (ot.data) {
		buf_append(out, ot.data, ot.len);
	}
	free(ol.v);
	free(tl.v);
	buf_free(&ot);
	buf_free(&tt);
}

static bool overlaps(const Hunk *h, size_t gs, size_t ge)
{
	return h->b0 < ge || h->b0 == gs;
}

char *merge_lines3(const char *base_text, const char *ours_text, const char *theirs_text)
{
	Lines base = split_lines(base_text), ours = split_lines(ours_text),
	      theirs = split_lines(theirs_text);
	Hunks a = {0}, b = {0};
	char *result = NULL;
	if (!diff_lines(&base, &ours, &a) || !diff_lines(&base, &theirs, &b) || b.n == 0)
		goto done;
	Buf out = {0};
	size_t ia = 0, ib = 0, pos = 0;
	while (ia < a.n || ib < b.n) {
		bool from_a = ib == b.n || (ia < a.n && a.v[ia].b0 <= b.v[ib].b0);
		const Hunk *first = from_a ? &a.v[ia] : &b.v[ib];
		size_t gs = first->b0, ge = first->b1, ea = ia, eb = ib;
		/* the group: every hunk of either side overlapping the region so far */
		for (bool grew = true; grew;) {
			grew = false;
			while (ea < a.n && overlaps(&a.v[ea], gs, ge)) {
				ge = a.v[ea].b1 > ge ? a.v[ea].b1 : ge;
				ea++, grew = true;
			}
			while (eb < b.n && overlaps(&b.v[eb], gs, ge)) {
				ge = b.v[eb].b1 > ge ? b.v[eb].b1 : ge;
				eb++, grew = true;
			}
		}
		for (; pos < gs; pos++)
			buf_append(&out, base.v[pos].p, base.v[pos].n);
		if (eb == ib) {
			region_text(&base, &ours, a.v, ia, ea, gs, ge, &out);
		} else if (ea == ia) {
			region_text(&base, &theirs, b.v, ib, eb, gs, ge, &out);
		} else {
			both_changed(&base, &ours, &a, ia, ea, &theirs, &b, ib, eb, gs, ge, &out);
		}
		pos = ge;
		ia = ea;
		ib = eb;
	}
	for (; pos < base.n; pos++)
		buf_append(&out, base.v[pos].p, base.v[pos].n);
	if (!out.data || strcmp(out.data, ours_text) == 0)
		buf_free(&out);
	else
		result = out.data;
done:
	free(a.v);
	free(b.v);
	free(base.v);
	free(ours.v);
	free(theirs.v);
	return result;
}
