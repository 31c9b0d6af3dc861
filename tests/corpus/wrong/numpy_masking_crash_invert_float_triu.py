# track: numpy
# exercise: masking
# why: builds the visible mask as ~np.triu(np.ones((t, t)), k=1), inverting the "future" triangle, but np.ones makes floats and ~ (bitwise invert) is not defined for floats, so causal_mask raises TypeError for every t
# kind: crash
# diagnosis: crash

def causal_mask(t):
    future = np.triu(np.ones((t, t)), k=1)
    return ~future
