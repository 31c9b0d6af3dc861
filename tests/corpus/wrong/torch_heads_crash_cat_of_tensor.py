# track: torch
# exercise: heads
# why: merge_heads writes torch.cat(x, dim=-1) expecting cat to iterate over the heads of x, but cat takes a sequence of tensors, not one tensor, so every call raises TypeError
# kind: crash
# diagnosis: crash

def merge_heads(x):
    if x.dim() < 3:
        raise ValueError("need 3 axes")
    return torch.cat(x, dim=-1)
