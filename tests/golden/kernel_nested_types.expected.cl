// OpenCL C 1.2 migrated by cuport from kernel_nested_types.cu.
// The cuport runtime builds it with its device header (cuport_device.h) in front.

typedef struct Grid_Cell {
    int a;
    int b;
} Grid_Cell;

typedef struct Grid {
    Grid_Cell cell;
} Grid;

typedef struct Mesh_Cell {
    float w;
} Mesh_Cell;

typedef struct Mesh {
    Mesh_Cell cell;
} Mesh;

typedef enum Grid_Kind {
    Grid_kOpen = 1,
    Grid_kWall = 2,
} Grid_Kind;

typedef struct Buf_4 {
    int data[8];
} Buf_4;

typedef struct Worker_4 {
    Buf_4 buf;
} Worker_4;

enum {
    Buf_4_SIZE = 8,
};

typedef struct Worker_4_Col_true {
    int off;
} Worker_4_Col_true;

typedef struct Buf_2 {
    int data[4];
} Buf_2;

typedef struct Worker_2 {
    Buf_2 buf;
} Worker_2;

enum {
    Buf_2_SIZE = 4,
};

typedef struct Worker_2_Col_true {
    int off;
} Worker_2_Col_true;

__kernel void cells(__global int *out, Grid g, Mesh m)
{
    Grid_Cell c = g.cell;
    Mesh_Cell d = m.cell;
    Grid_Kind k = Grid_kWall;
    out[get_local_id(0)] = c.a + (int)d.w + k;
}

int Buf_4_get_int(__private const Buf_4 *self, int i)
{ return self->data[i % Buf_4_SIZE]; }

int Worker_4_Col_true_at_Buf_4(__private const Worker_4_Col_true *self, const Buf_4 b)
{ return true ? Buf_4_get_int(&(b), self->off) : 0; }

int Worker_4_run_int(__private Worker_4 *self, int i)
{
        for (int j = 0; j < Buf_4_SIZE; j++)
            self->buf.data[j] = j;
        Worker_4_Col_true c;
        c.off = i;
        return Worker_4_Col_true_at_Buf_4(&(c), self->buf);
    }

__kernel void work_4(__global int *out)
{
    Worker_4 w;
    out[get_local_id(0)] = Worker_4_run_int(&(w), get_local_id(0));
}

int Buf_2_get_int(__private const Buf_2 *self, int i)
{ return self->data[i % Buf_2_SIZE]; }

int Worker_2_Col_true_at_Buf_2(__private const Worker_2_Col_true *self, const Buf_2 b)
{ return true ? Buf_2_get_int(&(b), self->off) : 0; }

int Worker_2_run_int(__private Worker_2 *self, int i)
{
        for (int j = 0; j < Buf_2_SIZE; j++)
            self->buf.data[j] = j;
        Worker_2_Col_true c;
        c.off = i;
        return Worker_2_Col_true_at_Buf_2(&(c), self->buf);
    }

__kernel void work_2(__global int *out)
{
    Worker_2 w;
    out[get_local_id(0)] = Worker_2_run_int(&(w), get_local_id(0));
}
