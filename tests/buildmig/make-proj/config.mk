# Toolchain settings, included by the Makefile.
CUDA_HOME ?= /usr/local/cuda
NVCC      := $(CUDA_HOME)/bin/nvcc
ARCH      := sm_80
NVCCFLAGS := -O2 -arch=$(ARCH) \
             -Xcompiler -Wall,-Wextra \
             -lineinfo
