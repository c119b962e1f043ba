#!/usr/bin/env python3
"""Derives the XORWOW skip-ahead tables of runtime/device/cuport_rand_device.h.

XORWOW's xorshift part is a linear map M on 160 bits (v[0..4]).  Its characteristic
polynomial P (degree 160) is found with Berlekamp-Massey from one output bit; then
M^n = (x^n mod P)(M), so a jump of n steps is the polynomial x^n mod P applied to the
state by Horner's rule.  The tables hold x^(2^k) mod P (offsets) and x^(2^(67+k)) mod P
(subsequences, 2^67 steps apart as in cuRAND), k = 0..63, as five 32-bit words, low first.
Run: python3 tools/rand_tables.py > /tmp/t.h and paste between the TABLES markers.
"""

MASK = 0xffffffff


def step(v):
    t = v[0] ^ (v[0] >> 2)
    v4 = v[4]
    return [v[1], v[2], v[3], v4, ((v4 ^ (v4 << 4)) ^ (t ^ (t << 1))) & MASK]


def berlekamp_massey(bits):
    """Minimal connection polynomial of a GF(2) sequence, as an int (bit i = x^i)."""
    c, b = 1, 1
    L, m = 0, 1
    for n in range(len(bits)):
        d = bits[n]
        for i in range(1, L + 1):
            d ^= ((c >> i) & 1) & bits[n - i]
        if d == 0:
            m += 1
        elif 2 * L <= n:
            t = c
            c ^= b << m
            L, b, m = n + 1 - L, t, 1
        else:
            c ^= b << m
            m += 1
    return c, L


def polymulmod(a, b, p, deg):
    r = 0
    while b:
        if b & 1:
            r ^= a
        b >>= 1
        a <<= 1
        if (a >> deg) & 1:
            a ^= p
    return r


def main():
    v = [123456789, 362436069, 521288629, 88675123, 5783321]
    bits = []
    for _ in range(400):
        v = step(v)
        bits.append(v[4] & 1)
    c, L = berlekamp_massey(bits)
    assert L == 160, L
    # connection polynomial c(x) = x^L * P(1/x): the characteristic polynomial is its reverse
    p = 0
    for i in range(L + 1):
        if (c >> i) & 1:
            p |= 1 << (L - i)
    x2k = 2  # x^(2^0)
    offs, seqs = [], []
    for k in range(67 + 64):
        if k < 64:
            offs.append(x2k)
        if k >= 67:
            seqs.append(x2k)
        x2k = polymulmod(x2k, x2k, p, L)
    # self-check: applying x^1000 mod P equals 1000 steps
    def apply(poly, v):
        r = [0] * 5
        for i in range(L - 1, -1, -1):
            r = step(r)
            if (poly >> i) & 1:
                r = [a ^ b for a, b in zip(r, v)]
        return r
    v0 = [1, 2, 3, 4, 5]
    w = v0
    for _ in range(1000):
        w = step(w)
    x1000 = 1
    for _ in range(1000):
        x1000 = polymulmod(x1000, 2, p, L)
    assert apply(x1000, v0) == w

    def words(x):
        return ", ".join("0x%08xu" % ((x >> (32 * i)) & MASK) for i in range(5))
    print("/* x^160 + ... : the characteristic polynomial's low 160 bits */")
    print("CUPORT_RAND_TABLE cuport_rand_xorwow_poly[5] = {%s};" % words(p & ((1 << 160) - 1)))
    for name, tab in (("offset", offs), ("sequence", seqs)):
        print("CUPORT_RAND_TABLE cuport_rand_xorwow_%s[64][5] = {" % name)
        for x in tab:
            print("  {%s}," % words(x))
        print("};")


main()
