// OpenCL C 1.2 migrated by cuport from host_thrust.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct kernel_only {
    char cuport_empty;
} kernel_only;

int kernel_only_op_call_int(const kernel_only cuport_self_value, int x)
{
    __private const kernel_only *self = &cuport_self_value; return x - 1; }

__kernel void scale(__global int *p, int n)
{
  kernel_only f;
  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  if (i < n)
    p[i] = kernel_only_op_call_int(f, p[i]) * 2;
}
