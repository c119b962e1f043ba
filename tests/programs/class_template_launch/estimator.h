// The class template, declared in a header as cuda-samples' MC_* samples declare theirs;
// its members are defined in main.cu, outside the class.
#ifndef ESTIMATOR_H
#define ESTIMATOR_H

template <typename Real> class Estimator
{
public:
    Estimator(int n, cudaStream_t stream);
    ~Estimator();
    Real operator()();                  // launches value<Real> on the stream
    template <int S> void scale();      // a member template: scaleBy<Real, S>

    struct Part {                       // a class nested in the template
        int offset;
        void add(Real *d, int n) const; // launches addOffset<Real>
    };

    Real *data() const { return m_d; }

private:
    int m_n;
    cudaStream_t m_stream;
    Real *m_d;
};

#endif
