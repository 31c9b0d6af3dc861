# track: numpy
# exercise: masking
# why: causal_mask builds its square with np.ones(t, t), the PyTorch spelling torch.ones(t, t); NumPy reads the second positional argument as the dtype, so every call raises TypeError ("Cannot interpret '4' as a data type")
# kind: crash
# diagnosis: crash


def causal_mask(t):
    return np.tril(np.ones(t, t)).astype(bool)
