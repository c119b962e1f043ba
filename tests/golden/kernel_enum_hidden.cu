// Enumerators that a local variable or parameter hides: C++ names them qualified
// (Axis::x), C cannot name them at all, so the .cl takes their value there.
enum Axis { x, y, z };
enum Face { front = 4, back = 8 };

__device__ int weight(int y)
{
    return y * Axis::y + Face::back;   /* the parameter y hides Axis::y */
}

__global__ void axes(int *out, int n)
{
    for (int x = threadIdx.x; x < n; x += blockDim.x)
        out[x] = weight(x) + Axis::x + 10 * Axis::z + front;
}

void run(int *out, int n) { axes<<<1, 64>>>(out, n); }
