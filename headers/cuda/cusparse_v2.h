#include "cusparse.h"
