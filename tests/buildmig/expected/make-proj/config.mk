# Toolchain settings, included by the Makefile.

# cuport: the migrated sources build with the host C++ compiler against the cuport
# runtime (pkg-config finds cuport.pc: set PKG_CONFIG_PATH to its directory).
ifndef CUPORT_LIBS
CUPORT_CFLAGS := $(shell pkg-config --cflags cuport)
CUPORT_LIBS := $(shell pkg-config --libs cuport)
endif

CUDA_HOME ?= /usr/local/cuda
NVCC      := $(CXX)
ARCH      := sm_80
# CUPORT1700:0: nvcc flag '-arch=$(ARCH)' has no meaning for the host compiler of the migrated build; it is dropped
# CUPORT1700:1: nvcc flag '-lineinfo' has no meaning for the host compiler of the migrated build; it is dropped
NVCCFLAGS := -O2 \
             -Wall -Wextra
