# track: numpy
# exercise: scaling
# why: scaled_scores transposes the keys with k.swapaxes(1, 2), written for (B, S, d_k) keys: 2-D keys raise AxisError and keys with more leading axes swap the wrong pair
# kind: axes
# diagnosis: fixed-leading-axes

def scaled_scores(q, k):
    q = np.asarray(q); k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k differs")
    return (q @ k.swapaxes(1, 2)) / math.sqrt(q.shape[-1])
