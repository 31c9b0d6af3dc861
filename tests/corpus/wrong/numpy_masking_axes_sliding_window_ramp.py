# track: numpy
# exercise: masking
# why: causal_mask reads its rows off a ramp with np.lib.stride_tricks.sliding_window_view(np.r_[np.ones(t, bool), np.zeros(t - 1, bool)], t), the Toeplitz trick, but window i is ramp[i:i + t], i.e. t - i visible keys followed by i hidden ones: the rows come out in reverse order (query 0 sees every key, the last query only key 0), the causal triangle flipped upside down
# kind: axes
# diagnosis: axis-flipped, shows-hidden, causal-upper
import numpy as np


def causal_mask(t):
    ramp = np.r_[np.ones(t, dtype=bool), np.zeros(t - 1, dtype=bool)]
    return np.lib.stride_tricks.sliding_window_view(ramp, t).copy()  # (t, t)
