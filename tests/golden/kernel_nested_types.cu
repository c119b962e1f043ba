// Member types: a class template's member of another class template comes after that
// template's struct; a nested class template and class-scope enums get their enclosing
// instance's name (Worker_4_Col_true, Buf_4_SIZE), so two instances do not collide; two
// classes' member structs of one name are two structs; Outer::Inner spelled in a kernel.
template <int N> struct Buf {
    enum { SIZE = N * 2 };
    int data[SIZE];
    __device__ int get(int i) const { return data[i % SIZE]; }
};

template <int W> struct Worker {
    typedef Buf<W> B;
    template <bool CHECK> struct Col {
        int off;
        __device__ int at(const B &b) const { return CHECK ? b.get(off) : 0; }
    };
    B buf;
    __device__ int run(int i)
    {
        for (int j = 0; j < B::SIZE; j++)
            buf.data[j] = j;
        Col<true> c;
        c.off = i;
        return c.at(buf);
    }
};

struct Grid { struct Cell { int a, b; }; enum Kind { kOpen = 1, kWall = 2 }; Cell cell; };
struct Mesh { struct Cell { float w; }; Cell cell; };

template <int W> __global__ void work(int *out)
{
    Worker<W> w;
    out[threadIdx.x] = w.run(threadIdx.x);
}

__global__ void cells(int *out, Grid g, Mesh m)
{
    Grid::Cell c = g.cell;
    Mesh::Cell d = m.cell;
    Grid::Kind k = Grid::kWall;
    out[threadIdx.x] = c.a + (int)d.w + k;
}

void launch(int *d, Grid g, Mesh m)
{
    work<4><<<1, 32>>>(d);
    work<2><<<1, 32>>>(d);
    cells<<<1, 32>>>(d, g, m);
}
