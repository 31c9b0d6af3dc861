# track: numpy
# exercise: masking
# why: causal_mask calls np.fromfunction(lambda i, j: j <= i, t), giving the shape as the int t where fromfunction wants a shape tuple (t, t), so every call raises TypeError ('int' object is not iterable)
# kind: crash
# diagnosis: crash
def causal_mask(t):
    return np.fromfunction(lambda i, j: j <= i, t, dtype=int)
