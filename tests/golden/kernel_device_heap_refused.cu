// cuport-test: no-build (the refused uses stay as written)
// What the device heap does not translate, each reported (CUPORT1228): new of a class with
// virtual functions (newdelete's Container), new T[n] of a class whose constructor would run
// per element, an initializer in braces; delete of a class with a destructor frees the block
// without running it (reported, translated).
struct Shape {
  __device__ virtual float area() const { return 0.0f; }
};

struct Square : Shape {
  float side;
  __device__ Square(float s) : side(s) {}
  __device__ float area() const override { return side * side; }
};

struct Counted {
  int n;
  __device__ Counted() : n(1) {}
};

struct Plain {
  int a;
  float f;
};

struct Owner {
  int *data;
  __device__ ~Owner() { delete[] data; }
};

__global__ void refused(Shape **s, Owner *o)
{
  *s = new Square(2.0f);
  Counted *many = new Counted[4];
  Plain *braced = new Plain{1, 2.0f};
  delete o;
}

int main()
{
  Shape **s;
  Owner *o;
  refused<<<1, 1>>>(s, o);
  return 0;
}
