# track: numpy
# exercise: masking
# why: the file keeps a line from trying the mask out, causal_mask = causal_mask(4), at module level; that rebinds the module's name causal_mask to a (4, 4) array, so every later call causal_mask(t) raises TypeError ('numpy.ndarray' object is not callable)
# kind: crash
# diagnosis: crash, name-rebound
import numpy as np

# quick look at the mask while writing it
causal_mask = causal_mask(4)
