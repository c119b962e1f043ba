// OpenCL C 1.2 migrated by cuport from kernel_ref_members.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Raw_Tile {
    unsigned int words[64];
} Raw_Tile;

typedef struct Tile {
    float v[64];
} Tile;

typedef struct Stage {
    __local Tile *tile;
    __private float *row;
    float scale;
} Stage;

__local Tile *Raw_Tile_As(__local Raw_Tile *self)
{ return &((*(__local Tile *)&(*self))); }

Stage Stage_new(__local Raw_Tile *r, __private float *w, const float s)
{
    Stage cuport_obj;
    __private Stage *self = &cuport_obj;
    self->tile = &((*Raw_Tile_As(&((*r)))));
    self->row = (w);
    self->scale = s;
    return cuport_obj;
}

float Stage_Mix(Stage cuport_self_value, int i)
{
    __private Stage *self = &cuport_self_value; return (*self->tile).v[i] * self->scale + self->row[i % 4]; }

__kernel void stage_kernel(__global const float *in, __global float *out, float s)
{
    __local Raw_Tile raw;
    float w[4] = {1, 2, 3, 4};
    (*Raw_Tile_As(&(raw))).v[get_local_id(0)] = in[get_local_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    out[get_local_id(0)] = Stage_Mix(Stage_new(&(raw), w, s), 63 - (uint)get_local_id(0));
}
