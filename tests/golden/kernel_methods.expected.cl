// OpenCL C 1.2 migrated by cuport from kernel_methods.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Vec3 {
    float x;
    float y;
    float z;
} Vec3;

typedef struct Particle {
    Vec3 pos;
    float mass;
} Particle;

Vec3 Vec3_make(float v)
{ Vec3 r = {v, v, v}; return r; }

void Vec3_scale_private(__private Vec3 *self, float s)
{
        self->x *= s;
        self->y *= s;
        self->z *= s;
    }

void Vec3_scale_global(__global Vec3 *self, float s)
{
        self->x *= s;
        self->y *= s;
        self->z *= s;
    }

float Vec3_dot_private(__private const Vec3 *self, const Vec3 o)
{ return self->x * o.x + self->y * o.y + self->z * o.z; }

float Vec3_norm2_private(__private const Vec3 *self)
{ return Vec3_dot_private(self, *self); }

float Vec3_dot_local(__local const Vec3 *self, const Vec3 o)
{ return self->x * o.x + self->y * o.y + self->z * o.z; }

float Vec3_dot_global(__global const Vec3 *self, const Vec3 o)
{ return self->x * o.x + self->y * o.y + self->z * o.z; }

float Vec3_norm2_global(__global const Vec3 *self)
{ return Vec3_dot_global(self, *self); }

float Particle_energy(__global const Particle *self)
{ return 0.5f * self->mass * Vec3_norm2_global(&(self->pos)); }

__kernel void physics(__global Particle *ps, __global float *out, int n)
{
    __local Vec3 centre;
    int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
    if ((uint)get_local_id(0) == 0)
        centre = Vec3_make(1.0f);
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if (i < n) {
        Vec3 v = ps[i].pos;
        Vec3_scale_private(&(v), 2.0f);
        Vec3_scale_global(&(ps[i].pos), 0.5f);
        __global Particle *p = &ps[i];
        out[i] = Vec3_norm2_private(&(v)) + Vec3_dot_local(&(centre), v) + Particle_energy(p) + Particle_energy(&(ps[i]));
    }
}
