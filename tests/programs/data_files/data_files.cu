// data_files: the input of the kernel comes from data/values.txt and its parameters from
// params.txt, both opened by relative path from the folder the program runs in, as benchmark
// code does; the device result is checked against the sum the parameter file states.
#include <cstdio>
#include <cstdlib>

__global__ void scale(int *x, int n, int s)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= s;
}

int main()
{
  FILE *pf = fopen("params.txt", "r");
  FILE *vf = fopen("data/values.txt", "r");
  if (!pf || !vf) {
    printf("FAIL: cannot open %s\n", pf ? "data/values.txt" : "params.txt");
    return 1;
  }
  char line[256];
  int s = 0, want = 0, n = 0;
  if (!fgets(line, sizeof line, pf) || fscanf(pf, "%d %d", &s, &want) != 2 ||
      fscanf(vf, "%d", &n) != 1 || n <= 0) {
    printf("FAIL: malformed input\n");
    return 1;
  }
  int *h = (int *)malloc(n * sizeof(int)), *d;
  for (int i = 0; i < n; i++)
    if (fscanf(vf, "%d", &h[i]) != 1) {
      printf("FAIL: data/values.txt has fewer than %d values\n", n);
      return 1;
    }
  fclose(pf);
  fclose(vf);
  cudaMalloc(&d, n * sizeof(int));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  scale<<<(n + 127) / 128, 128>>>(d, n, s);
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += h[i];
  cudaFree(d);
  free(h);
  if (sum != want) {
    printf("FAIL: sum %d, want %d\n", sum, want);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
