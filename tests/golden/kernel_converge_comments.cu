// Branches holding warp code are predicated (a flag computed once, every work-item running
// the exchange): the text cuport inserts after a condition or a statement goes before the
// comments and directive lines that follow it, never into them.
#define USE_UP 1

__global__ void comments(const int *in, int *out)
{
    int v = in[threadIdx.x];
    if (v & 1) // odd lanes; the flag's ';' must not land in here
    {
        v += __shfl_down_sync(0xffffffffu, v, 1);
    }
    if (v > 4) /* block comment */ v += __shfl_xor_sync(0xffffffffu, v, 2);
    if (v > 8) {
        v += __shfl_xor_sync(0xffffffffu, v, 4);
    } // a comment that says else
    else
    {
        v -= __shfl_xor_sync(0xffffffffu, v, 4);
    }
    if (v > 16)
#if USE_UP
    {
        v += __shfl_up_sync(0xffffffffu, v, 1);
    }
#else
    {
        v += __shfl_down_sync(0xffffffffu, v, 1);
    }
#endif
    out[threadIdx.x] = v;
}

int main()
{
    int *d;
    cudaMalloc(&d, 64 * sizeof(int));
    comments<<<1, 32>>>(d, d + 32);
    cudaDeviceSynchronize();
    return 0;
}
