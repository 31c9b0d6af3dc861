# track: numpy
# exercise: scaling
# why: scaled_scores ports the score line of mlx-examples' Llama Attention, scores = (queries * scale) @ keys.transpose(0, 1, 3, 2), written for (B, H, L, d) tensors: the fixed 4-axis permutation is right for 4-D keys, but 2-D and 3-D keys (and 5-D ones) raise ValueError (axes don't match array)
# kind: public
# diagnosis: fixed-leading-axes

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    scale = q.shape[-1] ** -0.5
    return (q * scale) @ k.transpose(0, 1, 3, 2)
