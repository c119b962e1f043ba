// String literals read through pointers in device code: a cipher's constant taken as bytes
// (`(const uint8_t *)"expand 32-byte k"`), a table of names picked by index, and one
// device function that reads bytes from a literal and from global memory. OpenCL C keeps
// literals in __constant, so the pointers and the function's instances follow them there.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <cuda_runtime.h>

#define N 64

__device__ uint32_t load_le32(const uint8_t *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}

__device__ int name_length(int i)
{
    const char *names[3] = {"alpha", "be", "gamma-ray"};
    const char *s = names[i % 3];
    int n = 0;
    while (s[n] != '\0')
        n++;
    return n;
}

__global__ void mix(const uint8_t *key, uint32_t *out, int *lengths)
{
    int t = threadIdx.x;
    const uint8_t *sigma = (const uint8_t *)"expand 32-byte k";
    out[t] = load_le32(sigma + 4 * (t % 4)) ^ load_le32(key + 4 * (t % 8));
    lengths[t] = name_length(t);
}

int main()
{
    uint8_t h_key[32];
    for (int i = 0; i < 32; i++)
        h_key[i] = (uint8_t)(i * 7 + 3);
    uint8_t *d_key;
    uint32_t *d_out, h_out[N];
    int *d_len, h_len[N];
    cudaMalloc(&d_key, sizeof h_key);
    cudaMalloc(&d_out, sizeof h_out);
    cudaMalloc(&d_len, sizeof h_len);
    cudaMemcpy(d_key, h_key, sizeof h_key, cudaMemcpyHostToDevice);
    mix<<<1, N>>>(d_key, d_out, d_len);
    cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
    cudaMemcpy(h_len, d_len, sizeof h_len, cudaMemcpyDeviceToHost);
    const char *sigma = "expand 32-byte k";
    const int want_len[3] = {5, 2, 9};
    int bad = 0;
    for (int t = 0; t < N; t++) {
        uint32_t a, b;
        memcpy(&a, sigma + 4 * (t % 4), 4);   /* little-endian hosts */
        memcpy(&b, h_key + 4 * (t % 8), 4);
        if (h_out[t] != (a ^ b) || h_len[t] != want_len[t % 3])
            bad++;
    }
    cudaFree(d_key);
    cudaFree(d_out);
    cudaFree(d_len);
    printf("%d wrong\n%s\n", bad, bad ? "FAIL" : "PASS");
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
