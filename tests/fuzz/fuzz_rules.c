/*
 * Fuzz target: the rule loader. The input is a user's rule file; it is loaded with
 * rules_load_text over a small base of bundled-shaped rules (a host API, a header, a device
 * function of each kind of form, a built-in variable), as a --rule-file is loaded over the
 * bundled ones, so replacing a rule is reached as well as adding one. Whether it loads or
 * is refused, the tables must stay consistent: sorted by name, every rule found by its own
 * name, its fields in range, and a refusal must say why.
 */
#include "cuport.h"
#include "fuzz.h"

#include <string.h>

static const char base_rules[] =
	"{\"apis\": ["
	" {\"from\": \"cudaMalloc\", \"to\": \"cuportMalloc\"},"
	" {\"from\": \"cudaMemcpyToArray\", \"support\": \"unsupported\"},"
	" {\"from\": \"cudaMemAdvise\", \"to\": \"cuportMemAdvise\", \"support\": \"partial\"}],"
	" \"headers\": [{\"from\": \"cuda_runtime.h\", \"to\": \"cuport_runtime.h\"}],"
	" \"device_functions\": ["
	" {\"from\": \"__syncthreads\", \"to\": \"barrier(CLK_LOCAL_MEM_FENCE)\","
	"  \"form\": \"expression\"},"
	" {\"from\": \"threadIdx\", \"to\": \"get_local_id\", \"form\": \"index\"},"
	" {\"from\": \"warpSize\", \"to\": \"32\", \"form\": \"constant\"},"
	" {\"from\": \"atomicAdd\", \"to\": \"cuport_atomic_add\", \"form\": \"atomic\"},"
	" {\"from\": \"__shfl_down_sync\", \"to\": \"cuport_shfl_down\", \"form\": \"warp\","
	"  \"mask\": \"lanes\", \"typed\": true, \"width\": true},"
	" {\"from\": \"__expf\", \"to\": \"native_exp\"}]}";

static void check_tables(const Rules *r)
{
	for (int k = 0; k < RULE_KIND_COUNT; k++) {
		size_t n = rules_count(r, (RuleKind)k);
		for (size_t i = 0; i < n; i++) {
			const Rule *rule = rules_at(r, (RuleKind)k, i);
			FUZZ_CHECK(rule && rule->from && rule->from[0], "%s[%zu]", rule_kind_key(k), i);
			FUZZ_CHECK(rule->kind == (RuleKind)k, "%s[%zu]: kind %d", rule_kind_key(k), i,
				   rule->kind);
			FUZZ_CHECK(rule->to || rule->support == SUPPORT_UNSUPPORTED,
				   "%s: no \"to\" and not unsupported", rule->from);
			FUZZ_CHECK(rule->support <= SUPPORT_UNSUPPORTED && rule->form < FORM_COUNT &&
				   rule->mask <= MASK_FULL && rule->args >= 0 && rule->args <= 9 &&
				   rule->needs < (1u << NEED_COUNT), "%s: a field out of range",
				   rule->from);
			if (i)
				FUZZ_CHECK(strcmp(rules_at(r, (RuleKind)k, i - 1)->from, rule->from) < 0,
					   "%s: not sorted, or twice", rule->from);
			FUZZ_CHECK(rules_find(r, (RuleKind)k, rule->from) == rule, "%s: not found",
				   rule->from);
			(void)rule_diag(rule);
		}
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Err e = {{0}};
	Rules *r = rules_load(NULL, NULL, &e);
	FUZZ_CHECK(r != NULL, "an empty rule set: %s", e.msg);
	int rc = rules_load_text(r, "/fuzz/base.json", base_rules, sizeof base_rules - 1, &e);
	FUZZ_CHECK(rc == 0, "the base rules: %s", e.msg);
	size_t before = rules_count(r, RULE_DEVICE_FUNC);

	char *text = xmalloc(size + 1); /* the loader takes NUL-terminated text */
	memcpy(text, data, size);
	text[size] = '\0';
	rc = rules_load_text(r, "/fuzz/user.json", text, size, &e);
	free(text);
	FUZZ_CHECK(rc == 0 || (rc == -1 && e.msg[0]), "rc %d without a message", rc);
	FUZZ_CHECK(rules_count(r, RULE_DEVICE_FUNC) >= before, "a rule was lost");
	check_tables(r);
	/* a built-in variable stays a variable, whatever replaced it */
	const Rule *tid = rules_find(r, RULE_DEVICE_FUNC, "threadIdx");
	FUZZ_CHECK(tid && rules_find_device(r, "threadIdx", FORMS_VARIABLE) == tid,
		   "threadIdx is no longer a variable");
	rules_free(r);
	return 0;
}
