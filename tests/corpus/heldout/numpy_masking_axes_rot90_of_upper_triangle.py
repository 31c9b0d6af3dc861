# track: numpy
# exercise: masking
# why: causal_mask builds the upper triangle with np.triu and turns it "a quarter turn into the lower one" with np.rot90; a quarter turn of the upper triangle is the lower triangle upside down (rows in reverse order), so query 0 sees every key and the last query sees only key 0
# kind: axes
# diagnosis: axis-flipped, shows-hidden
import numpy as np


def causal_mask(t):
    upper = np.triu(np.ones((t, t), dtype=bool))
    return np.rot90(upper)
