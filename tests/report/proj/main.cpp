float run_a(const float *, int);
int main() { return 0; }
